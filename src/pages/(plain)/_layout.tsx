import type { ReactNode } from 'react';

// The plain layout: the page alone, for full-screen tools such as the product configurator.
export default async function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--plain" data-layout="plain">
      <main id="main" className="site-main">
        {children}
      </main>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
