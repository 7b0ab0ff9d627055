// @ts-check
'use strict';
const proxyaddr = require('proxy-addr');

/**
 * Who the client of a request to the dashboard is: the socket's peer, or — only when that peer is a
 * proxy we trust (TRUSTED_PROXIES: addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma
 * separated; none by default) — the address that proxy reports in X-Forwarded-For, walking the
 * chain from the right past every trusted hop. A browser that sends X-Forwarded-For itself is no
 * trusted proxy: its header is ignored, so it cannot pose as another address to the API's limits.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} trustedProxies
 * @returns {string}
 */
function clientAddress(req, trustedProxies) {
  const list = (trustedProxies ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) return req.socket.remoteAddress ?? '';
  // proxy-addr reads req.connection/req.socket and req.headers['x-forwarded-for'].
  return proxyaddr(/** @type {any} */ (req), proxyaddr.compile(list));
}

/**
 * Replaces whatever X-Forwarded-For the request came with by the one address `clientAddress`
 * judged, before Next.js sees the request (Next would otherwise keep a client's own header). The
 * /api proxy passes this on to the API, which trusts the dashboard and reads it as the client.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} trustedProxies
 */
function overwriteForwardedFor(req, trustedProxies) {
  req.headers['x-forwarded-for'] = clientAddress(req, trustedProxies);
}

module.exports = { clientAddress, overwriteForwardedFor };
