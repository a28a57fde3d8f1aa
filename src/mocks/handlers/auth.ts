import { http } from 'msw';
import { lazy } from '../lazy';

const auth = () => import('../resolvers/auth');

/** SPEC 7, Auth. */
export const authHandlers = [
  http.post('*/jwt/login', lazy(auth, 'loginResolver')),
  http.post('*/jwt/register', lazy(auth, 'registerResolver')),
  http.post('*/jwt/refresh-token', lazy(auth, 'refreshResolver')),
  http.post('*/jwt/forgot-password', lazy(auth, 'forgotPasswordResolver')),
];
