// A start-up stage of the islands (see ../client.ts): i18next and its React binding, in a task of their own.
export { default as i18next } from 'i18next';
export { I18nextProvider } from 'react-i18next';
