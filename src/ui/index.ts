/**
 * The ui kit's public entry: every component, hook, type and helper a screen or a story uses, so a
 * story imports the kit in one line (`import { Button, tones, allSkins } from '@/ui'`) and moves to
 * another product by changing that line only. The app's own code keeps its deep imports
 * (`@/ui/button/Button`): a page then loads the parts it draws and nothing else (the charts' library,
 * the tables'). No module of the kit imports this file (import/no-cycle): they import each other.
 */
export { Accordion, type AccordionItem, type AccordionProps, type AccordionVariant } from './accordion/Accordion';
export { Alert, type AlertProps } from './alert/Alert';
export {
  AlertDialog,
  alertTones,
  ToneIcon,
  type AlertDialogInput,
  type AlertDialogOptions,
  type AlertDialogProps,
  type AlertDialogResult,
  type AlertTone,
} from './alert-dialog/AlertDialog';
export { useAlertDialog } from './alert-dialog/useAlertDialog';
export { AppFrame, appFrameRoomy } from './app-frame/AppFrame';
export { useSideColumn } from './app-frame/useSideColumn';
export { Avatar, initials, type AvatarProps, type AvatarSize, type AvatarStatus } from './avatar/Avatar';
export { AvatarGroup, type AvatarGroupProps } from './avatar/AvatarGroup';
export { Badge, type BadgeProps } from './badge/Badge';
export { CountedIcon, type CountedIconProps } from './badge/CountedIcon';
export { CountedMenu, type CountedMenuProps } from './badge/CountedMenu';
export { BlockUi, type BlockUiProps } from './block-ui/BlockUi';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './breadcrumbs/Breadcrumbs';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/Button';
export { primaryLinkCss } from './button/primaryLinkCss';
export { RIPPLE_MS } from './button/useRipple';
export { Card, CardBody, CardFooter, type CardProps } from './card/Card';
export { Carousel, type CarouselProps, type CarouselSlide } from './carousel/Carousel';
export { arrowKeys, reducedMotion, useEmblaState } from './carousel/emblaState';
export { CarouselDot, CarouselRoot, CarouselTrack, CarouselViewport } from './carousel/carouselParts';
export { Combobox, type ComboboxProps } from './combobox/Combobox';
export { Highlight } from './combobox/Highlight';
export { MultiCombobox, type MultiComboboxProps } from './combobox/MultiCombobox';

// Charts: the SVG ones for cards, Chart.js in the theme's colours, and what a chart page shares.
export { BarChart, type BarChartProps, type BarSeries } from './chart/BarChart';
export { ChartJs, type ChartConfig, type ChartJsProps } from './chart/ChartJs';
export { ChartLegend, type ChartLegendProps } from './chart/ChartLegend';
export { merge } from './chart/merge';
export { alpha, prefersReducedMotion, readPalette, useChartPalette, type ChartPalette } from './chart/palette';
export { Radar, type RadarProps } from './chart/Radar';
export { Ring, type RingPart, type RingProps } from './chart/Ring';
export { Sparkline, type SparklineProps } from './chart/Sparkline';
export { useStructuralMemo } from './chart/useStructuralMemo';

export { Checkbox, type CheckboxProps, type ChoiceSize } from './checkbox/Checkbox';
export {
  ColorPicker,
  type ColorPickerLabels,
  type ColorPickerProps,
  type ColorSwatch,
} from './color-picker/ColorPicker';
export { hexToHsl, hslToHex, normalizeHex, type Hsl } from './color-picker/color';
export {
  ContextMenu,
  ContextMenuCheckboxItem,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuRadioGroup,
  ContextMenuRadioItem,
  ContextMenuSeparator,
  ContextMenuSub,
  type ContextMenuProps,
} from './context-menu/ContextMenu';
export { CopyButton, type CopyButtonProps } from './copy-button/CopyButton';
export { DateField, loadDayCalendar, type DateFieldProps } from './date-field/DateField';
export {
  DayCalendar,
  DayRangeCalendar,
  DaysCalendar,
  type CalendarRules,
  type DayCalendarProps,
  type DayRangeCalendarProps,
  type DaysCalendarProps,
  type DaySpan,
} from './date-field/DayCalendar';
export { toDate, toDay } from './date-field/days';
export type { CalendarLanguage } from './date-field/dayLocale';
export { Deferred, RenderAll, useRenderAll, type DeferredProps } from './deferred/Deferred';
export { Collapse, type CollapseProps } from './disclosure/Collapse';
export { Disclosure, type DisclosureProps } from './disclosure/Disclosure';
export { Divider, type DividerProps } from './divider/Divider';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  dropdownMenuModule,
  type DropdownMenuProps,
} from './dropdown-menu/DropdownMenu';
export { Editor, isEmptyHtml, loadEditor, type EditorProps } from './editor/Editor';
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState';
export { ErrorState, type ErrorStateProps } from './error-state/ErrorState';
export { Field, useFieldControl, type FieldProps } from './field/Field';
export { FileDrop, type FileDropProps, type FileRejection } from './file-drop/FileDrop';
export { formatBytes, useObjectUrlImage, useReadProgress, type ReadProgress } from './file-drop/fileRead';
export { FileList, FileRow, type FileRowProps } from './file-drop/FileRow';
export { controlCss, ControlSizeContext, type ControlSize } from './field/controlStyles';
export { IconBadge } from './icon-badge/IconBadge';
export { Input, type InputProps } from './input/Input';
export { InputAddon, InputGroup, type InputAddonProps, type InputGroupProps } from './input-group/InputGroup';
export { SearchInput, type SearchInputProps } from './input/SearchInput';
export {
  ListGroup,
  ListGroupItem,
  type ListGroupBreakpoint,
  type ListGroupItemProps,
  type ListGroupProps,
} from './list-group/ListGroup';
export { Logo, type LogoProps } from './logo/Logo';
export { ConfirmDialog, type ConfirmDialogProps } from './modal/ConfirmDialog';
export { DialogForm, type DialogFormProps } from './modal/DialogForm';
export { Modal, ModalClose, modalModule, type ModalProps } from './modal/Modal';
export { Nav, type NavItem, type NavProps, type NavVariant } from './nav/Nav';
export { NumberInput, type NumberInputProps } from './number-input/NumberInput';
export { parseNumber, roundToStep } from './number-input/numbers';
export { Offcanvas, offcanvasModule, type OffcanvasProps, type OffcanvasSide } from './offcanvas/Offcanvas';
export { PageHeader, PageStack, type PageHeaderProps } from './page-header/PageHeader';
export { ListFooter, type ListFooterProps } from './pagination/ListFooter';
export { Pagination, type PaginationProps } from './pagination/Pagination';
export { Popover, popoverModule, type PopoverProps } from './popover/Popover';
export { PrintSheet, usePrint, type PrintColumn, type PrintSheetProps } from './print-sheet/PrintSheet';
export { Progress, type ProgressProps } from './progress/Progress';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio/RadioGroup';
export { Rating, RatingDisplay, type RatingDisplayProps, type RatingProps, type RatingSize } from './rating/Rating';
export { lazySelect, Select, selectModule, type SelectOption, type SelectProps } from './select/Select';
export {
  lazyModule,
  lazyOverlay,
  loadLazyModules,
  useLazyModule,
  type LazyModule,
  type OverlayProps,
  type TriggerRefProp,
} from './shared/lazyOverlay';
export { ComboboxMenu, menuItemCss, menuSurfaceCss } from './shared/menuCss';
export { busyBarCss } from './shared/busyBarCss';
export { KitLabelsProvider, useKitLabels, type KitLabels } from './shared/kitLabels';
export { SideNav, SideNavHeading, SideNavList, SideNavName, SideNavPlace, ToneDot } from './side-nav/SideNav';
export { Skeleton, type SkeletonProps } from './skeleton/Skeleton';
export { Slider, type SliderMark, type SliderProps } from './slider/Slider';
export { Spinner, type SpinnerProps } from './spinner/Spinner';
export { StarToggle, type StarToggleProps } from './star-toggle/StarToggle';
export { Stepper, type StepperProps, type StepperState, type StepperStep } from './stepper/Stepper';
export { Switch, type SwitchProps } from './switch/Switch';
export { DataTable, dataColumns, type DataColumn, type DataTableProps, type SortingState } from './table/DataTable';
export { RowAction, RowActions, type RowActionProps } from './table/RowActions';
export { Table, TableContainer, TBody, Td, Th, THead, Tr, type ThProps } from './table/Table';
export { useScrollRegion } from './table/useScrollRegion';
export { Tabs, type TabItem, type TabsProps } from './tabs/Tabs';
export { Textarea, type TextareaProps } from './textarea/Textarea';
export { TimeField, type TimeFieldLabels, type TimeFieldProps } from './time-field/TimeField';

// The theme: provider, base styles, tokens, skins and directions, stored preferences.
export {
  applyToDocument,
  directions,
  GlobalStyle,
  isDirection,
  isSkin,
  loadPreferences,
  savePreference,
  skins,
  storageKeys,
  ThemeProvider,
  tones,
  useMediaQuery,
  useTheme,
  v,
  visuallyHiddenCss,
  type Direction,
  type Skin,
  type ThemePreferences,
  type Tone,
} from './theme';
export { brandPalette, darkSurface, darkTones, lightSurface, lightTones, type Surface } from './theme/tokens';
export { brandTones, contrastFailures, type BrandTones, type DerivedBrand } from './theme/brandPalette';
export { Timeline, TimelineItem, type TimelineItemProps, type TimelineProps } from './timeline/Timeline';

// Toasts: raise them with `toast` anywhere; the app mounts one `Toaster` (its area and library load
// with the first toast, so the area itself, ToastArea, is not part of the entry).
export { toast } from './toast/toast';
export { Toaster } from './toast/Toaster';
export { Toolbar, ToolbarGroup } from './toolbar/Toolbar';
export { lazyTooltip, Tooltip, tooltipModule, type TooltipProps } from './tooltip/Tooltip';

// Story parameters: a story rendered once per skin, a story that draws an overlay open, and what
// Chromatic captures.
export { allSkins } from './story/allSkins';
export { appLooks, componentLooks, noVisual, pageParameters, screenLooks } from './story/chromatic';
export { openOverlayA11y } from './story/overlayA11y';
