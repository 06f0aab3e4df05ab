export { KoreaderSection, type BookSyncSectionProps } from './koreader-section';
