import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './ConsoleApp';

export interface StartConsoleOptions {
  container: HTMLElement;
  /** The console theme's class (`@rewards/design-system/theme-console`), put on <html> so the page follows it. */
  themeClass: string;
  /** Lists the sandbox's demo staff on the sign-in page: `import.meta.env.DEV`. */
  demoStaff?: boolean;
}

/** Renders the console into the app's page (client-side only: staff pages are never rendered on a server). */
export function startConsole({ container, themeClass, demoStaff = false }: StartConsoleOptions): void {
  document.documentElement.classList.add(themeClass);
  createRoot(container).render(
    <StrictMode>
      <ConsoleApp demoStaff={demoStaff} />
    </StrictMode>,
  );
}
