// TEMPORARY scaffold, replaced by the real screen before commit.
export function CheckoutPage() {
  return null;
}
