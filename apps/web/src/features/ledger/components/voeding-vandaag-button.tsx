import { ActionIcon, Button, Group, Kbd, Menu } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronDown, IconToolsKitchen2 } from '@tabler/icons-react';
import type { VoedingVariant } from '@mvm/domain/ledger/schemas';

// spec 1 §2: the variants of the split button, in the spec's words.
export const VOEDING_VARIANT_LABELS: Record<VoedingVariant, string> = {
  gewoon: 'Gewoon',
  verjaardag: 'Met verjaardag',
  vuilzakken: 'Met vuilzakken',
  melkpoeder: 'Met (zelfde) melkpoeder',
};

// UX.md: quick actions have a visible keyboard shortcut.
export const VOEDING_VANDAAG_SHORTCUT = 'alt+V';

export type VoedingVandaagButtonProps = {
  onChoose: (variant: VoedingVariant) => void;
  loading: boolean;
  disabled: boolean;
};

/** spec 1 §2 'Voeding Vandaag' split button: the button itself is 'Gewoon', the menu holds every variant. */
export function VoedingVandaagButton({ onChoose, loading, disabled }: VoedingVandaagButtonProps) {
  useHotkeys([[VOEDING_VANDAAG_SHORTCUT, () => !disabled && !loading && onChoose('gewoon')]], []);
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        leftSection={<IconToolsKitchen2 size={18} />}
        rightSection={
          <Kbd size="xs" aria-hidden>
            Alt+V
          </Kbd>
        }
        onClick={() => onChoose('gewoon')}
        loading={loading}
        disabled={disabled}
        aria-keyshortcuts="Alt+V"
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        Voeding Vandaag
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="filled"
            size={36}
            aria-label="Voeding Vandaag: kies een variant"
            disabled={disabled || loading}
            style={{
              borderTopLeftRadius: 0,
              borderBottomLeftRadius: 0,
              borderLeft: '1px solid var(--mantine-color-body)',
              height: 'var(--button-height, 36px)',
            }}
          >
            <IconChevronDown size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {(Object.keys(VOEDING_VARIANT_LABELS) as VoedingVariant[]).map((variant) => (
            <Menu.Item key={variant} onClick={() => onChoose(variant)}>
              {VOEDING_VARIANT_LABELS[variant]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
