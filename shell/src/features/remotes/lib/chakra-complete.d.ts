/** Chakra's complete module inside the shell's build (see complete-chakra.ts). */
declare module '@wattle/chakra-complete' {
  export * from '@chakra-ui/react';
}
