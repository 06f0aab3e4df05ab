// Side effects: tokens, the base styles and the English messages arrive with the first import.
import './tokens/tokens.css';
import './global.css';
import './i18n/register';

export { DESIGN_SYSTEM_NAMESPACE, en as designSystemMessages } from './i18n/en';

export { NARROW_MEDIA_QUERY } from './tokens/tokens';
// The tokens as values (the token stories, tests): `@shelfmark/design-system/tokens`, so the shared package
// the first screen loads does not carry them; screens style with the CSS custom properties.
export type { ColorToken, ThemeName } from './tokens/tokens';

export { useClickOutside } from './hooks/use-click-outside';
export { useIsNarrow } from './hooks/use-is-narrow';
export { useWindowWidth } from './hooks/use-window-width';
export { useOnline } from './hooks/use-online';

export {
  AlertIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  HeartIcon,
  PlusIcon,
  SearchIcon,
  StarIcon,
} from './icons/icons';
export type { IconProps } from './icons/icons';

export { AfterFirstPaint } from './utils/after-first-paint';
export { renderAnchor } from './utils/render-link';
export type { LinkRenderProps, RenderLink } from './utils/render-link';

export { Button } from './components/button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/button';
export { IconButton } from './components/icon-button/icon-button';
export type { IconButtonProps } from './components/icon-button/icon-button';
export { linkClassName } from './components/link/link';
export type { LinkClassOptions } from './components/link/link';

export { BLANK_COVER, Cover } from './components/cover/cover';
export type { CoverFace, CoverMedium, CoverProps, CoverSize } from './components/cover/cover';
export { coverUrl } from './components/cover/cover-url';
export { coverCacheName, openCoverCache } from './components/cover/cover-cache';
export { MediaCard } from './components/media-card/media-card';
export type { MediaCardProps } from './components/media-card/media-card';
export { formatSeries } from './components/media-card/format-series';
export type { SeriesInfo } from './components/media-card/format-series';
export { CompactCard } from './components/compact-card/compact-card';
export { MediaBadge } from './components/media-badge/media-badge';
export type { CompactCardProps } from './components/compact-card/compact-card';

export { FavoriteToggle } from './components/favorite-toggle/favorite-toggle';
export type { FavoriteToggleProps } from './components/favorite-toggle/favorite-toggle';

export { lazyScreens } from './components/lazy-screen/lazy-screen';
export type { LazyScreens } from './components/lazy-screen/lazy-screen';

export { Pager } from './components/pager/pager';
export type { PagerProps } from './components/pager/pager';
export { Menu } from './components/menu/menu';
export type { MenuItem, MenuProps } from './components/menu/menu';
export { Dropdown } from './components/menu/dropdown';
export type { DropdownOption, DropdownProps } from './components/menu/dropdown';
export { Tabs } from './components/tabs/tabs';
export type { TabItem, TabsProps } from './components/tabs/tabs';
export { SearchBox } from './components/search-box/search-box';
export type { SearchBoxProps } from './components/search-box/search-box';

export { SeriesProgressLine } from './components/series-progress-line/series-progress-line';
export type { SeriesProgressLineProps } from './components/series-progress-line/series-progress-line';
export { TagChip } from './components/tag-chip/tag-chip';
export type { TagChipProps } from './components/tag-chip/tag-chip';
export { TagList } from './components/tag-list/tag-list';
export type { TagListItem, TagListProps } from './components/tag-list/tag-list';

export { ProgressBar } from './components/progress-bar/progress-bar';
export type { ProgressBarProps } from './components/progress-bar/progress-bar';
export { Loader } from './components/loader/loader';
export type { LoaderProps } from './components/loader/loader';
export { Spinner } from './components/loader/spinner';
export { EmptyState } from './components/empty-state/empty-state';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export { InlineError } from './components/inline-error/inline-error';
export type { InlineErrorProps } from './components/inline-error/inline-error';
export { FailureNotice } from './components/failure-notice/failure-notice';
export type { FailedAction, FailureNoticeProps } from './components/failure-notice/failure-notice';

export { TextField } from './components/text-field/text-field';
export type { TextFieldProps } from './components/text-field/text-field';
export type { FieldBaseProps } from './components/field/field';
export { StarRating } from './components/star-rating/star-rating';
export type { StarRatingProps } from './components/star-rating/star-rating';
export { Collapsible } from './components/collapsible/collapsible';
export type { CollapsibleProps } from './components/collapsible/collapsible';
