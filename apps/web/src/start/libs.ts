// Start-up stage 3 (apps/web/src/main.ts): the router, i18next and TanStack Query, evaluated in a
// task of their own. The app (stage 4) imports the same modules.
export { QueryClientProvider } from '@tanstack/react-query';
export { createBrowserRouter, RouterProvider } from 'react-router-dom';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
