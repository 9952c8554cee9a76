// A start-up stage of the islands (see ../client.ts): React and React DOM, evaluated in a task of their own.
export { hydrateRoot } from 'react-dom/client';
