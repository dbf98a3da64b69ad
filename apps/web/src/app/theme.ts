import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

// UX.md: click targets of at least 40 px, so inputs and buttons default to the 42 px size.
export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 7, dark: 6 },
  colors: { terracotta, gray: sand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    DateInput: { defaultProps: { size: 'md' } },
    DatePickerInput: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'input-md' } },
    Pagination: { defaultProps: { size: 'lg' } },
    Checkbox: { defaultProps: { size: 'md' } },
    Switch: { defaultProps: { size: 'md' } },
    Modal: { defaultProps: { radius: 'md' } },
  },
});

/** The warm page background behind white cards and tables. */
export const PAGE_BACKGROUND = 'var(--app-page-bg)';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--app-page-bg': '#f8f5f1' },
  dark: {},
});
