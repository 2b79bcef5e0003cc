// The signed-in user of the tests: Maria, with her face registered unless told.
import type { UserProfile } from '@rosto/contract/schemas/user';

export const testProfile = (overrides: Partial<UserProfile> = {}): UserProfile =>
  ({
    id: '0f8e2a9c-1111-4a2b-9c3d-4e5f6a7b8c9d',
    firstName: 'Maria',
    lastName: 'Oliveira',
    cpf: '52998224725',
    mustRegisterFace: false,
    userFaceStatus: 'SUCCESS',
    ...overrides,
  }) as UserProfile;
