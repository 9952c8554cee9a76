declare module 'virtual:locales/*' {
  const index: Partial<Record<'en' | 'es' | 'sv', Record<string, () => Promise<{ default: Record<string, unknown> }>>>>;
  export default index;
}
