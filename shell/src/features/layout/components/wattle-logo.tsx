/** Wattle's logo lives in shared: the shell and a remote opened on its own draw the same one. */
export { WattleLogo } from '@wattle/shared';
