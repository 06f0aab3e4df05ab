export { bookSyncKeys, createAudiobookshelf, createKoreader, useAudiobookshelfItems, useInboxActions, useKoreaderDocuments } from './book-sync';
