export { AudiobookshelfSection } from './audiobookshelf-section';
