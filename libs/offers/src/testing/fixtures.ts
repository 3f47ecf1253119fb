// The partner the offers pages are tested with (the shared offer and category fixtures are in
// `@rewards/api-client/testing`, the user in `@rewards/auth/testing`).
import { definePartner } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';

export const testPartner = (categoriesPath = '/categories') => definePartner({ ...examplePartners.core, categoriesPath });
