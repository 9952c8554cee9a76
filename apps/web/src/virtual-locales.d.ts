declare module 'virtual:locales/*' {
  const strings: Record<string, Record<string, unknown>>;
  export default strings;
}
