// TEMPORARY scaffold, replaced by the real screen before commit.
export function InvoiceEditPage() {
  return null;
}
export function InvoiceAddPage() {
  return null;
}
