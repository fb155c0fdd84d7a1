// @pactflow/swagger-mock-validator ships no types: the one call the cross-check makes.
declare module '@pactflow/swagger-mock-validator' {
  export type ValidationIssue = {
    code: string
    message: string
    mockDetails?: { interactionDescription?: string; location?: string; value?: unknown }
    specDetails?: { location?: string }
  }
  export const SwaggerMockValidatorFactory: {
    create(): {
      validate(options: { specPathOrUrl: string; mockPathOrUrl: string }): Promise<{
        success: boolean
        errors: ValidationIssue[]
        warnings: ValidationIssue[]
      }>
    }
  }
}
