import { Alert, Button, Code, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { errorMessage } from '@wattle/shared';
import { useState } from 'react';
import { useOwnershipChallenge } from '../api/ownership-challenge';
import { useProveOwnership } from '../api/ownership-signature';

export interface OwnershipProofProps {
  asset: string;
  address: string;
  /** The wallet is proved: check again and go on to the fee estimate. */
  onProved: () => void;
}

/**
 * Proof that the customer's own self-hosted wallet is theirs, before the first withdrawal to
 * it (docs/product/travel-rule.md#proof-of-a-self-hosted-wallet): a message to sign with the
 * wallet, or a small deposit from it.
 */
export function OwnershipProof({ asset, address, onProved }: OwnershipProofProps) {
  const challenge = useOwnershipChallenge();
  const prove = useProveOwnership();
  const [signature, setSignature] = useState('');
  const message = challenge.data?.message;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" aria-live="polite">
      <Text fontWeight="semibold">Prove this wallet is yours</Text>
      <Text fontSize="sm">
        Before the first withdrawal to your own wallet, sign a message with it — or send a small
        deposit from it to your Wattle deposit address, then try again.
      </Text>
      {!message && (
        <Button
          variant="outline"
          alignSelf="flex-start"
          loading={challenge.isPending}
          onClick={() => challenge.mutate({ asset, address })}
        >
          Get a message to sign
        </Button>
      )}
      {challenge.isError && <Text role="alert">{errorMessage(challenge.error)}</Text>}
      {message && challenge.data?.signing === null && (
        <Text fontSize="sm">
          Wattle cannot check signed messages on this network: send a small deposit from this wallet
          instead.
        </Text>
      )}
      {message && challenge.data?.signing !== null && (
        <>
          <Text fontSize="sm">Sign exactly this message in your wallet:</Text>
          <Code
            as="pre"
            data-testid="ownership-message"
            whiteSpace="pre-wrap"
            wordBreak="break-all"
            p="2"
          >
            {message}
          </Code>
          <Field.Root required invalid={prove.isError}>
            <Field.Label>Signature</Field.Label>
            <Textarea
              name="signature"
              rows={3}
              spellCheck={false}
              value={signature}
              onChange={(event) => setSignature(event.target.value)}
            />
            {prove.isError && <Field.ErrorText>{errorMessage(prove.error)}</Field.ErrorText>}
          </Field.Root>
          <Button
            colorPalette="brand"
            alignSelf="flex-start"
            loading={prove.isPending}
            disabled={signature.trim() === ''}
            onClick={() =>
              prove.mutate({ asset, address, signature: signature.trim() }, { onSuccess: onProved })
            }
          >
            Verify signature
          </Button>
        </>
      )}
      {prove.isSuccess && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>Wallet proved yours</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
