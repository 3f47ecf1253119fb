import type { HomeService } from './service';

export function homeHandlers(service: HomeService) {
  return {
    async getHomeData() {
      return { success: true, data: await service.homeData() };
    },
  };
}
