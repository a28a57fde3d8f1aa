// TEMPORARY scaffold, replaced by the real screen before commit.
export function ShopPage() {
  return null;
}
