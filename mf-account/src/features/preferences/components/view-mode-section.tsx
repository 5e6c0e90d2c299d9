import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  preferencesQueryOptions,
  QueryState,
  useUpdatePreferences,
  VIEW_MODES,
  type Preferences,
  SectionCard,
} from '@wattle/shared';

const MODE_TEXT: Record<Preferences['viewMode'], { label: string; hint: string }> = {
  simple: { label: 'Simple', hint: 'Prices and one-tap buying and selling.' },
  advanced: { label: 'Advanced', hint: 'Adds price charts, ranges and more detail.' },
};

function ViewModeChoice({ mode }: { mode: Preferences['viewMode'] }) {
  const update = useUpdatePreferences({ savedMessage: 'Preferences saved' });
  return (
    <RadioGroup.Root
      value={mode}
      onValueChange={({ value }) => {
        const next = VIEW_MODES.find((candidate) => candidate === value);
        if (next && next !== mode) update.mutate({ viewMode: next });
      }}
      aria-label="View mode"
    >
      <Stack gap="3">
        {VIEW_MODES.map((value) => (
          <RadioGroup.Item key={value} value={value} alignItems="flex-start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <Text fontWeight="medium">{MODE_TEXT[value].label}</Text>
              <Text color="fg.muted" fontSize="sm">
                {MODE_TEXT[value].hint}
              </Text>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** Simple or advanced view of the dashboard, remembered on every device. */
export function ViewModeSection() {
  const preferences = useQuery(preferencesQueryOptions());
  return (
    <SectionCard title="View mode">
      <QueryState query={preferences} loadingLabel="Loading your preferences" loadingShape="lines">
        {(data) => <ViewModeChoice mode={data.viewMode} />}
      </QueryState>
    </SectionCard>
  );
}
