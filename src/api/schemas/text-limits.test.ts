import { describe, expect, it } from 'vitest'
import { lengthLimits } from '../../lib/form-rules'
import { listNewsCategoryRequest } from './content'
import { citySearchRequest, instituteSearchRequest, searchStateRequest } from './lookups'
import { searchDealsRequest } from './search'
import { SEARCH_TEXT_MAX } from './text-limits'
import { keywordListRequest, searchActiveCategoryRequest } from './vendor-deals'

describe('the search boxes’ limit', () => {
  it('is every search request’s, so the boxes that cannot load the schemas still use the schemas’ limit', () => {
    for (const schema of [
      searchDealsRequest,
      citySearchRequest,
      searchStateRequest,
      instituteSearchRequest,
      listNewsCategoryRequest,
      keywordListRequest,
      searchActiveCategoryRequest,
    ])
      expect(lengthLimits(schema).search).toBe(SEARCH_TEXT_MAX)
  })
})
