/** 'bnb-smart-chain' → 'Bnb Smart Chain': an asset's chain as people read it. */
export const networkName = (chain: string) =>
  chain
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
