import type { UnsubscribeRequest, operations } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import type { ContentService } from './service';

type TermsParams = operations['getTerms']['parameters']['path'];
type PageParams = operations['getContentPage']['parameters']['path'];
type ArticleParams = operations['getBlogArticle']['parameters']['path'];
type BlogQuery = NonNullable<operations['getBlogArticles']['parameters']['query']>;

/** The contract's defaults for `GET /c/prime/blog`. */
const BLOG_DEFAULT_PAGE_SIZE = 6;

export function contentHandlers(service: ContentService) {
  return {
    async getFaq() {
      return { success: true, data: { categories: await service.faq() } };
    },
    async getTerms(request: FastifyRequest<{ Params: TermsParams }>) {
      return { success: true, data: await service.terms(request.params.tncName) };
    },
    async getContentPage(request: FastifyRequest<{ Params: PageParams }>) {
      return { success: true, data: await service.contentPage(request.params.pageName) };
    },
    async getBlogArticles(request: FastifyRequest<{ Querystring: BlogQuery }>) {
      const { page = 0, pageSize = BLOG_DEFAULT_PAGE_SIZE } = request.query;
      return { success: true, data: await service.blog(page, pageSize) };
    },
    async getBlogArticle(request: FastifyRequest<{ Params: ArticleParams }>) {
      return { success: true, data: await service.article(request.params.articleTitle) };
    },
    async getUnsubscribeReasons() {
      return { success: true, data: { reasons: await service.unsubscribeReasons() } };
    },
    async unsubscribe(request: FastifyRequest<{ Body: UnsubscribeRequest }>) {
      return { success: true, data: await service.unsubscribe(request.body, request.addressKey) };
    },
  };
}
