// Start-up stage 1 (apps/web/src/main.ts): React DOM, evaluated in a task of its own.
export { createRoot } from 'react-dom/client';
