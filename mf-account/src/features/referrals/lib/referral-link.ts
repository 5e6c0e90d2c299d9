/** `{app}/signup?referralCode={code}`, the code URL-encoded. */
export function referralLink(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/signup?referralCode=${encodeURIComponent(code)}`;
}
