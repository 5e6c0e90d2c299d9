import { SegmentGroup } from '@chakra-ui/react';

/** A small segmented control choosing one of a fixed list, e.g. a chart's range. */
export function SegmentPicker<TValue extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly { value: TValue; label: string }[];
  value: TValue;
  onChange: (value: TValue) => void;
  label: string;
}) {
  return (
    <SegmentGroup.Root
      size="xs"
      value={value}
      aria-label={label}
      onValueChange={(details) => {
        const picked = options.find((option) => option.value === details.value);
        if (picked) onChange(picked.value);
      }}
    >
      <SegmentGroup.Items
        items={options.map((option) => ({ value: option.value, label: option.label }))}
      />
    </SegmentGroup.Root>
  );
}
