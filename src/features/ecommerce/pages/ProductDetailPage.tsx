// TEMPORARY scaffold, replaced by the real screen before commit.
export function ProductDetailPage() {
  return null;
}
