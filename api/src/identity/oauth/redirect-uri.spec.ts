import { redirectUriProblem } from './redirect-uri';

describe('redirect URIs an app may register', () => {
  it.each([
    'https://app.example.org/oauth/callback',
    'https://app.example.org:8443/cb',
    'http://127.0.0.1:53682/callback',
    'http://localhost:8080/',
    'http://[::1]:9000/cb',
    'org.example.app:/callback',
    'com.example.pairing-tool:/oauth',
  ])('accepts %s', (uri) => {
    expect(redirectUriProblem(uri)).toBeNull();
  });

  it.each([
    ['cb', /absolute/],
    ['/relative/cb', /absolute/],
    ['https://app.example.org/cb#frag', /fragment/],
    ['https://app.example.org/cb?x=1', /query/],
    ['https://app.example.org/cb?', /query/],
    ['https://user:pw@app.example.org/cb', /user info/],
    ['http://app.example.org/cb', /loopback/],
    ['http://192.168.1.2/cb', /loopback/],
    ['javascript:alert(1)', /reverse-domain/],
    ['data:text/html,hi', /reverse-domain/],
    ['file:///etc/passwd', /reverse-domain/],
    ['myapp:/cb', /reverse-domain/],
    ['https://app.example.org/c b', /characters/],
    ['https://app.example.org/ü', /characters/],
  ])('refuses %s', (uri, why) => {
    expect(redirectUriProblem(uri)).toMatch(why);
  });

  it('refuses one longer than 2000 characters', () => {
    expect(redirectUriProblem(`https://app.example.org/${'x'.repeat(2000)}`)).toMatch(/longer/);
  });
});
