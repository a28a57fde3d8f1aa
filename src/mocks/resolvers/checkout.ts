import { HttpResponse, type HttpResponseResolver } from 'msw';
import { addressBody, cartQtyBody, couponPath, orderBody } from '@/lib/api/schemas/checkout';
import { productIdPath } from '@/lib/api/schemas/ecommerce';
import { errorResponse, notFound, parseBody, parseParams } from '../http';
import { addAddress, findCoupon, listAddresses, placeOrder, setCartQty } from '../services/checkout';

export const cartQtyResolver: HttpResponseResolver = async ({ params, request }) => {
  const path = parseParams(params, productIdPath);
  if (!path.ok) return path.response;
  const body = await parseBody(request, cartQtyBody);
  if (!body.ok) return body.response;
  const product = await setCartQty(path.data.id, body.data.qty);
  return product ? HttpResponse.json({ product }) : notFound(`Product ${path.data.id} in the cart`);
};

export const addressesResolver: HttpResponseResolver = async () =>
  HttpResponse.json({ addresses: await listAddresses() });

export const addAddressResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, addressBody);
  if (!body.ok) return body.response;
  return HttpResponse.json({ address: await addAddress(body.data) }, { status: 201 });
};

export const couponResolver: HttpResponseResolver = async ({ params }) => {
  const path = parseParams(params, couponPath);
  if (!path.ok) return path.response;
  const coupon = await findCoupon(path.data.code);
  return coupon ? HttpResponse.json({ coupon }) : notFound(`Coupon ${path.data.code}`);
};

export const placeOrderResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, orderBody);
  if (!body.ok) return body.response;
  const result = await placeOrder(body.data);
  if (result.ok) return HttpResponse.json({ order: result.order }, { status: 201 });
  if (result.status !== 400) return errorResponse(result.status, result.error);
  // A refusal of one field reads like a failed validation: the field is named in `issues`.
  const issue = { path: result.field, message: result.error };
  return errorResponse(400, `Invalid request. ${issue.path}: ${issue.message}`, [issue]);
};
