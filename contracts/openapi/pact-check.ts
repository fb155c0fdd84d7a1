import { SwaggerMockValidatorFactory, type ValidationIssue } from '@pactflow/swagger-mock-validator'

/**
 * Checks a pact file against an OpenAPI document with PactFlow's open-source engine of bi-directional contract
 * testing (every request's path, method, headers and body, every answer's status and body against the schemas;
 * answers may not carry fields the document does not list). Offline: the files are read from disk, no analytics URL
 * is given, so nothing is sent anywhere.
 */
export async function checkPactAgainstOpenApi(openApiFile: string, pactFile: string) {
  const outcome = await SwaggerMockValidatorFactory.create().validate({
    specPathOrUrl: openApiFile,
    mockPathOrUrl: pactFile,
  })
  return { errors: outcome.errors.map(describe), warnings: outcome.warnings.map(describe) }
}

/** One line a person can act on: what is wrong, in which interaction, where. */
const describe = (issue: ValidationIssue) =>
  `${issue.code} in "${issue.mockDetails?.interactionDescription ?? '?'}" at ${issue.mockDetails?.location ?? '?'}: ${issue.message}`
