import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import DisabledSwitches from './examples/DisabledSwitches';
import disabledSwitchesSource from './examples/DisabledSwitches.tsx?raw';
import LabelPositions from './examples/LabelPositions';
import labelPositionsSource from './examples/LabelPositions.tsx?raw';
import SettingsList from './examples/SettingsList';
import settingsListSource from './examples/SettingsList.tsx?raw';
import SwitchColors from './examples/SwitchColors';
import switchColorsSource from './examples/SwitchColors.tsx?raw';
import SwitchContent from './examples/SwitchContent';
import switchContentSource from './examples/SwitchContent.tsx?raw';
import SwitchSizes from './examples/SwitchSizes';
import switchSizesSource from './examples/SwitchSizes.tsx?raw';

/** Each example: its key in `formSwitch`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'colors',
    Component: SwitchColors,
    source: switchColorsSource,
    file: 'SwitchColors.tsx',
    story: 'forms-form-elements-switch--switch-colors',
  },
  {
    key: 'sizes',
    Component: SwitchSizes,
    source: switchSizesSource,
    file: 'SwitchSizes.tsx',
    story: 'forms-form-elements-switch--switch-sizes',
  },
  {
    key: 'content',
    Component: SwitchContent,
    source: switchContentSource,
    file: 'SwitchContent.tsx',
    story: 'forms-form-elements-switch--switch-content',
  },
  {
    key: 'labels',
    Component: LabelPositions,
    source: labelPositionsSource,
    file: 'LabelPositions.tsx',
    story: 'forms-form-elements-switch--label-positions',
  },
  {
    key: 'disabled',
    Component: DisabledSwitches,
    source: disabledSwitchesSource,
    file: 'DisabledSwitches.tsx',
    story: 'forms-form-elements-switch--disabled-switches',
  },
  {
    key: 'settings',
    Component: SettingsList,
    source: settingsListSource,
    file: 'SettingsList.tsx',
    story: 'forms-form-elements-switch--settings-list',
  },
] satisfies DemoExample[];

/**
 * `/forms/elements/switch`: the kit's Switch in every tone and size, with words or icons in its track, its label before or after, disabled, and in a settings list that applies at once.
 */
export function SwitchPage() {
  return <DemoPage namespace="forms" words="formSwitch" examples={examples} column="20rem" />;
}
