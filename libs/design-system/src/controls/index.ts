// The form controls and widgets Home and the shell never draw, as a package export of their own
// (`@shelfmark/design-system/controls`), like the form hook: the federation's
// `@shelfmark/design-system` key does not match it, so the screens that use them bundle them and
// Home's first load goes without them (tools/rspack/create-app-config.ts, ADR 0019's budget).
export { TypeButtons } from '../components/type-buttons/type-buttons';
export type { TypeButtonOption, TypeButtonsProps } from '../components/type-buttons/type-buttons';
export { GenrePicker } from '../components/genre-picker/genre-picker';
export type { GenreOption, GenrePickerProps } from '../components/genre-picker/genre-picker';
export { AddToLibrary } from '../components/add-to-library/add-to-library';
export type { AddToLibraryProps } from '../components/add-to-library/add-to-library';
export { SplitButton } from '../components/split-button/split-button';
export type { SplitButtonProps } from '../components/split-button/split-button';
export { ConfirmDialog } from '../components/confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from '../components/confirm-dialog/confirm-dialog';
export { Dialog } from '../components/confirm-dialog/dialog';
export type { DialogProps } from '../components/confirm-dialog/dialog';
export { TextArea } from '../components/text-area/text-area';
export type { TextAreaProps } from '../components/text-area/text-area';
export { Select } from '../components/select/select';
export type { SelectOption, SelectProps } from '../components/select/select';
export { Checkbox } from '../components/checkbox/checkbox';
export type { CheckboxProps } from '../components/checkbox/checkbox';
export { CopyField } from '../components/copy-field/copy-field';
export type { CopyFieldProps } from '../components/copy-field/copy-field';
export { Toast } from '../components/toast/toast';
export type { ToastProps } from '../components/toast/toast';
export { useScrollToTopOnPageChange } from '../hooks/use-scroll-to-top-on-page-change';
