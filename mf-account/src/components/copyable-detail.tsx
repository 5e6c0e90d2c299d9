import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { copyToClipboard, reportProblem, showToast } from '@wattle/shared';

export interface CopyableDetailProps {
  label: string;
  /** What is copied: always the whole value. */
  value: string;
  /** What is shown, when space is short (a shortened address). */
  display?: string;
}

async function copy(value: string) {
  try {
    await copyToClipboard(value);
  } catch (error) {
    reportProblem('copy-to-clipboard', error);
    showToast('error', 'Could not copy. Select the text and copy it instead.');
  }
}

/** A labelled value with a copy button: 'Copied to clipboard'. */
export function CopyableDetail({ label, value, display }: CopyableDetailProps) {
  return (
    <HStack
      justify="space-between"
      align="center"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Box minW="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          wordBreak="break-all"
          title={display ? value : undefined}
        >
          {display ?? value}
        </Text>
      </Box>
      <IconButton
        aria-label={`Copy ${label}`}
        size="sm"
        variant="outline"
        onClick={() => void copy(value)}
      >
        <CopyIcon />
      </IconButton>
    </HStack>
  );
}

function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}
