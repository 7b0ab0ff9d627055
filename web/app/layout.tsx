import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: 'Entente',
  description: 'Correspondence play of Coalition Chess and 007 Chess',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="top">
          <a href="/" className="brand">
            Entente
          </a>
          <nav>
            <a href="/">Home</a>
          </nav>
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}
