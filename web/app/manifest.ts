import type { MetadataRoute } from 'next';

/**
 * The web app manifest (/manifest.webmanifest): installable, opening on "My games". Same-origin
 * icons, rendered from icon.svg (scripts/render-icons.ts), so a strict `manifest-src 'self'` fits.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Entente',
    short_name: 'Entente',
    description: 'Correspondence play of Coalition Chess and 007 Chess',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f4f6f8',
    theme_color: '#2f5d8a',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
