/** The sample the export examples work on: a shop's latest orders. */
export type Order = {
  id: number;
  customer: string;
  email: string;
  /** The day it was placed, `YYYY-MM-DD`. */
  placed: string;
  items: number;
  total: number;
  status: 'Paid' | 'Pending' | 'Refunded';
};

export const orders: Order[] = [
  {
    id: 5021,
    customer: 'Jordan Stevenson',
    email: 'jordan.stevenson@example.com',
    placed: '2026-11-02',
    items: 3,
    total: 428.5,
    status: 'Paid',
  },
  {
    id: 5022,
    customer: 'Stephanie Burns',
    email: 'stephanie.burns@example.com',
    placed: '2026-11-03',
    items: 1,
    total: 89,
    status: 'Pending',
  },
  {
    id: 5023,
    customer: 'Tony Herrera',
    email: 'tony.herrera@example.com',
    placed: '2026-11-05',
    items: 6,
    total: 1219.9,
    status: 'Paid',
  },
  {
    id: 5024,
    customer: 'Kevin Patton',
    email: 'kevin.patton@example.com',
    placed: '2026-11-08',
    items: 2,
    total: 310,
    status: 'Refunded',
  },
  {
    id: 5025,
    customer: 'Mireille Dubois',
    email: 'mireille.dubois@example.com',
    placed: '2026-11-09',
    items: 4,
    total: 645.75,
    status: 'Paid',
  },
  {
    id: 5026,
    customer: 'Lukas Becker',
    email: 'lukas.becker@example.com',
    placed: '2026-11-12',
    items: 1,
    total: 59.99,
    status: 'Pending',
  },
  {
    id: 5027,
    customer: 'Ana Ribeiro',
    email: 'ana.ribeiro@example.com',
    placed: '2026-11-14',
    items: 5,
    total: 902.4,
    status: 'Paid',
  },
  {
    id: 5028,
    customer: 'Samuel Okafor',
    email: 'samuel.okafor@example.com',
    placed: '2026-11-17',
    items: 2,
    total: 174,
    status: 'Paid',
  },
];

/** How an order reads in a file and on paper: a column's heading and its cell. */
export type OrderColumn = { id: keyof Order; header: string; value: (order: Order) => string | number | Date };

export const orderColumns: OrderColumn[] = [
  { id: 'id', header: 'Order', value: (order) => order.id },
  { id: 'customer', header: 'Customer', value: (order) => order.customer },
  { id: 'email', header: 'Email', value: (order) => order.email },
  // A date, so a spreadsheet can sort and compute with it.
  { id: 'placed', header: 'Placed', value: (order) => new Date(`${order.placed}T00:00:00Z`) },
  { id: 'items', header: 'Items', value: (order) => order.items },
  { id: 'total', header: 'Total (USD)', value: (order) => order.total },
  { id: 'status', header: 'Status', value: (order) => order.status },
];

export const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
