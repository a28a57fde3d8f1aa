import { profilePaths } from '../paths/profile';
import * as profile from '../schemas/profile';
import { ok, type Endpoint } from './describe';

export const profileEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: profilePaths.data,
    tag: 'Pages',
    summary: 'Social profile',
    responses: ok(profile.profileData),
  },
];
