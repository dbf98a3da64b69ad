import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// A warm terracotta: calm, friendly, and white text on shade 7 passes WCAG AA (5.1:1).
const terracotta: MantineColorsTuple = [
  '#fdf4ef',
  '#f8e4d9',
  '#f0c6b0',
  '#e7a584',
  '#df895f',
  '#d87746',
  '#c8623a',
  '#b0532f',
  '#954527',
  '#7a381f',
];

// Warm greys instead of Mantine's cool default ones.
const sand: MantineColorsTuple = [
  '#f8f6f3',
  '#eeebe6',
  '#dcd7d0',
  '#c6bfb6',
  '#a69e94',
  '#887f75',
  '#6b635a',
  '#534c45',
  '#3b3631',
  '#26221f',
];

// Mantine's green, orange, red, yellow, teal and cyan end too light for white text or text on their own
// light tint (green 9 is 4.4:1 on white). The same hues, two darker shades at the end (WCAG AA, issue 14).
const darkerEnd = (name: string, eight: string, nine: string): MantineColorsTuple => {
  const base = DEFAULT_THEME.colors[name];
  if (!base) throw new Error(`Mantine has no colour ${name}`);
  return [base[0], base[1], base[2], base[3], base[4], base[5], base[6], base[7], eight, nine];
};
const green = darkerEnd('green', '#237a36', '#1f7032');
const orange = darkerEnd('orange', '#c2410c', '#a8390a');
const red = darkerEnd('red', '#c92a2a', '#b02525');
const yellow = darkerEnd('yellow', '#a35200', '#8f4a00');
const teal = darkerEnd('teal', '#087f5b', '#06704f');
const cyan = darkerEnd('cyan', '#0b7285', '#0a6475');

/**
 * Which shade carries text (light and subtle buttons, badges, alert titles, outlines) and which one is the
 * background of white text (filled buttons and badges), per colour, so both reach 4.5:1 (UX.md §7). Mantine
 * would use the primary shade (7) for both. theme.test.ts checks every pair, on white and on the warm page.
 */
export const ACCESSIBLE_SHADES = {
  terracotta: { text: 8, filled: 7 },
  red: { text: 9, filled: 9 },
  green: { text: 9, filled: 8 },
  orange: { text: 9, filled: 8 },
  grape: { text: 9, filled: 8 },
  blue: { text: 9, filled: 8 },
  teal: { text: 9, filled: 9 },
  cyan: { text: 9, filled: 9 },
  yellow: { text: 9, filled: 8 },
} satisfies Record<string, { text: number; filled: number }>;

/** An input's clear button, named in Dutch and as big as a click target may be inside a 42 px field. */
const clearButton = (name: string) => ({ 'aria-label': name, size: 40 });

const choiceTarget = {
  body: { alignItems: 'center' },
  label: { minHeight: 40, display: 'flex', alignItems: 'center' },
} as const;

// UX.md: click targets of at least 40 px, so inputs and buttons default to the 42 px size.
export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 7, dark: 6 },
  colors: { terracotta, gray: sand, green, orange, red, yellow, teal, cyan },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Transitions (accordions, dialogs, menus) are skipped for people who ask their system for less motion.
  respectReducedMotion: true,
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md', clearButtonProps: clearButton('Keuze wissen') } },
    Textarea: { defaultProps: { size: 'md' } },
    // Icon-only buttons get a Dutch name (UX.md §7). Not '… sluiten': 'Sluiten' stays the one name of a
    // dialog's own button, for people and for tests that look it up by name.
    DateInput: { defaultProps: { size: 'md', clearButtonProps: clearButton('Datum wissen') } },
    DatePickerInput: { defaultProps: { size: 'md', clearButtonProps: clearButton('Datum wissen') } },
    MultiSelect: { defaultProps: { clearButtonProps: clearButton('Alles wissen') } },
    ActionIcon: { defaultProps: { size: 'input-md' } },
    Pagination: { defaultProps: { size: 'lg' }, styles: { control: { minWidth: 40, height: 40 } } },
    // A radio, checkbox or switch toggles from its label too: the label is the 40 px target.
    Checkbox: { defaultProps: { size: 'md' }, styles: choiceTarget },
    Switch: { defaultProps: { size: 'md' }, styles: choiceTarget },
    Radio: { styles: choiceTarget },
    Tabs: { styles: { tab: { minHeight: 44 } } },
    Modal: { defaultProps: { radius: 'md', closeButtonProps: { 'aria-label': 'Sluit dit venster' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Sluit dit venster' } } },
    // The menu's focus placeholder is a <div> inside role="menu", which only menu items may be (ARIA).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Sluit deze melding' } } },
  },
});

/** The warm page background behind white cards and tables. */
export const PAGE_BACKGROUND = 'var(--app-page-bg)';

export const PAGE_BACKGROUND_LIGHT = '#f8f5f1';

const shadeVar = (color: string, shade: number) => `var(--mantine-color-${color}-${shade})`;

/** The light scheme's variant colours, from ACCESSIBLE_SHADES instead of Mantine's primary shade. */
function accessibleVariantVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [color, { text, filled }] of Object.entries(ACCESSIBLE_SHADES)) {
    variables[`--mantine-color-${color}-text`] = shadeVar(color, text);
    variables[`--mantine-color-${color}-light-color`] = shadeVar(color, text);
    variables[`--mantine-color-${color}-outline`] = shadeVar(color, text);
    variables[`--mantine-color-${color}-filled`] = shadeVar(color, filled);
    // Hover goes darker, never lighter, so white text keeps its contrast.
    variables[`--mantine-color-${color}-filled-hover`] = shadeVar(color, Math.min(filled + 1, 9));
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--app-page-bg': PAGE_BACKGROUND_LIGHT,
    ...accessibleVariantVariables(),
    '--mantine-color-error': shadeVar('red', ACCESSIBLE_SHADES.red.text),
  },
  dark: {},
});
