// Imported first by the entry point, before any module that loads React: react/jsx-runtime picks its
// development or production build from NODE_ENV when it is first loaded (the mail templates load it
// at import), and react-dom/server later picks its own. Set only in main(), the two disagreed under
// `npm start` and every mail render failed ("dispatcher.getOwner is not a function").
process.env.NODE_ENV ??= 'production';

export {};
