// A start-up stage of the islands (see ../client.ts): Fluent's styles engine and utilities, in a task of their own.
export { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
