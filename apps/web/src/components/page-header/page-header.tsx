import { useEffect, type ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

export type PageHeaderProps = {
  title: ReactNode;
  /** Shows 'Terug' that navigates here (through the unsaved-changes guard, if the screen has one). */
  backTo?: string;
  /** Or handle 'Terug' yourself. */
  onBack?: () => void;
  /** Buttons on the right. */
  actions?: ReactNode;
  /** Text for the browser tab when the title is not plain text. */
  documentTitle?: string;
};

/** UX.md "one shell": the same title row, back button and actions on every screen. */
export function PageHeader({ title, backTo, onBack, actions, documentTitle }: PageHeaderProps) {
  const navigate = useNavigate();
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);

  useEffect(() => {
    if (tabTitle) document.title = `${tabTitle} · MVM`;
  }, [tabTitle]);

  const back = onBack ?? (backTo ? () => void navigate(backTo) : undefined);
  return (
    <Group justify="space-between" align="center" mb="sm" gap="md" wrap="wrap">
      <Group gap="md" wrap="nowrap">
        {back ? (
          <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={back}>
            Terug
          </Button>
        ) : null}
        <Title order={1} size="h2">
          {title}
        </Title>
      </Group>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
