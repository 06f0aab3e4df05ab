export { uploadCover } from './upload-cover';
