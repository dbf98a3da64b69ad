import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { Button, Loader, Group, Select, Text, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTypingCapture } from './use-typing-capture';

/** spec 1 §2: 'Leden' searches by member number (prefix MVM shown), 'Op naam zoeken' by name. */
export type SearchType = 'Leden' | 'Op naam zoeken';
export const SEARCH_TYPES: SearchType[] = ['Leden', 'Op naam zoeken'];

/** The raw text as typed plus the chosen type; screens classify it (spec 1 §5) before calling the API. */
export type SearchRequest = { text: string; type: SearchType };

export type SearchBoxProps = {
  onSearch: (request: SearchRequest) => void;
  /** Controlled text (optional); pass with `onTextChange`, e.g. to fill it from a scanner. */
  text?: string;
  onTextChange?: (text: string) => void;
  type?: SearchType;
  defaultType?: SearchType;
  onTypeChange?: (type: SearchType) => void;
  /** Hide the type select (e.g. member search, which classifies the input itself). */
  withTypeSelect?: boolean;
  label?: string;
  placeholder?: string;
  loading?: boolean;
  /** Keys typed while no field has focus go into this box (search screens with a barcode scanner). */
  captureTyping?: boolean;
  autoFocus?: boolean;
  /** To put the focus back after a print or save. */
  inputRef?: Ref<HTMLInputElement>;
};

export function SearchBox({
  onSearch,
  text: controlledText,
  onTextChange,
  type: controlledType,
  defaultType = 'Leden',
  onTypeChange,
  withTypeSelect = true,
  label = 'Zoeken',
  placeholder,
  loading = false,
  captureTyping = false,
  autoFocus = true,
  inputRef,
}: SearchBoxProps) {
  const [ownText, setOwnText] = useState('');
  const [ownType, setOwnType] = useState<SearchType>(defaultType);
  const text = controlledText ?? ownText;
  const type = controlledType ?? ownType;
  const ownRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ownRef, inputRef);

  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);
  const setText = useCallback(
    (next: string) => {
      // At once, not after the render: a scanner's keys come faster than React renders.
      textRef.current = next;
      setOwnText(next);
      onTextChange?.(next);
    },
    [onTextChange],
  );
  // The text of the last search, while the box still holds it unchanged: the next scan typed with no field
  // focused replaces it (a desk that printed or clicked away from the box), as a scan into the box does.
  const searchedRef = useRef<string | null>(null);
  const append = useCallback(
    (key: string) => {
      const replace = searchedRef.current !== null && searchedRef.current === textRef.current;
      searchedRef.current = null;
      setText(replace ? key : textRef.current + key);
    },
    [setText],
  );
  useTypingCapture(ownRef, captureTyping, append);

  // UX.md: coming back to a search, and after each search, its text is selected, so the next scan
  // replaces it instead of being appended to it ('MVM245MVM244').
  const [searches, setSearches] = useState(0);
  useEffect(() => {
    const input = ownRef.current;
    if (!input?.value || (searches === 0 && !autoFocus)) return;
    if (searches === 0) input.focus();
    if (document.activeElement === input) input.select();
  }, [searches, autoFocus]);

  const search = () => {
    searchedRef.current = text;
    onSearch({ text: text.trim(), type });
    setSearches((n) => n + 1);
  };
  const showPrefix = withTypeSelect && type === 'Leden';

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          ref={mergedRef}
          label={label}
          placeholder={placeholder ?? (showPrefix ? 'Lidnummer' : 'Naam of rijksregisternummer')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={
            showPrefix ? (
              <Text fw={600} c="dimmed" size="sm" data-testid="search-prefix">
                MVM
              </Text>
            ) : null
          }
          leftSectionWidth={showPrefix ? 52 : undefined}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          autoComplete="off"
          rightSection={loading ? <Loader size="xs" aria-label="Bezig met zoeken" /> : null}
          aria-busy={loading || undefined}
          style={{ flex: '1 1 260px' }}
        />
        {withTypeSelect ? (
          <Select
            label="Zoeken op"
            data={SEARCH_TYPES}
            value={type}
            allowDeselect={false}
            onChange={(value) => {
              if (value !== 'Leden' && value !== 'Op naam zoeken') return;
              setOwnType(value);
              onTypeChange?.(value);
            }}
            w={190}
          />
        ) : null}
        {/* Never disabled while a search runs: a disabled submit button swallows the Enter of the next scan
            (implicit submission), so the busy state shows in the field instead. */}
        <Button type="submit" leftSection={<IconSearch size={18} />}>
          Zoeken
        </Button>
      </Group>
    </form>
  );
}
