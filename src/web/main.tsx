import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createBrowserAppRouter } from './app/create-browser-app-router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Rendered over the prerendered markup when there is some: Preact (the production runtime)
// reuses the matching DOM nodes, so what was painted stays and the app takes it over.
void createBrowserAppRouter().then((router) =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
