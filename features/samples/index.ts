export { SamplesGallery, type GallerySample } from './samples-gallery';
