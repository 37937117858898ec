/** The images feature's public module: what other features may import from it. */
export { createImageStore, type ImageStore } from './image-store.ts';
