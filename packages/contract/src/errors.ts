// The error-code catalogue shared by the API (status + code in every error body)
// and the web app (code -> text in the user's language). Codes come from the
// spec's error catalogues (docs/spec/account-checklist.md §8, docs/spec/wallet-checklist.md §8)
// plus the few the server itself needs (validation, routing, auth).

export type Locale = 'pt-BR' | 'en';
export const locales = ['pt-BR', 'en'] as const satisfies readonly Locale[];

export interface ErrorDefinition {
  /** HTTP status the API answers with. Client-only codes use 0. */
  status: number;
  'pt-BR': string;
  en: string;
}

export const errorCatalogue = {
  // --- generic / transport -------------------------------------------------
  UNKNOWN: {
    status: 500,
    'pt-BR': 'Ocorreu um erro inesperado.',
    en: 'An unexpected error has occurred.',
  },
  NETWORK_ERROR: {
    status: 0,
    'pt-BR': 'Não foi possível conectar. Verifique sua internet e tente novamente.',
    en: 'Could not connect. Check your internet connection and try again.',
  },
  VALIDATION_ERROR: {
    status: 400,
    'pt-BR': 'Alguns dados estão inválidos. Revise e tente novamente.',
    en: 'Some of the data is invalid. Please review it and try again.',
  },
  INVALID_JSON: {
    status: 400,
    'pt-BR': 'Não entendemos os dados enviados. Tente novamente.',
    en: 'We could not read the data sent. Please try again.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    'pt-BR': 'Os dados enviados são grandes demais.',
    en: 'The data sent is too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    'pt-BR': 'Formato de dados não suportado.',
    en: 'Unsupported data format.',
  },
  // Text the database cannot store or that is not valid Unicode (U+0000, a lone
  // surrogate, a malformed %-escape in the address), refused before any route.
  INVALID_CHARACTERS: {
    status: 400,
    'pt-BR': 'Os dados enviados têm caracteres inválidos. Revise e tente novamente.',
    en: 'The data sent has invalid characters. Please review it and try again.',
  },
  URI_TOO_LONG: {
    status: 414,
    'pt-BR': 'O endereço é longo demais.',
    en: 'The address is too long.',
  },
  // Refused by the HTTP parser itself, before the request reaches a route.
  REQUEST_TIMEOUT: {
    status: 408,
    'pt-BR': 'O envio demorou demais. Tente novamente.',
    en: 'The request took too long to arrive. Please try again.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    'pt-BR': 'O pedido tem cabeçalhos grandes demais.',
    en: 'The request headers are too large.',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Endereço não encontrado.',
    en: 'Address not found.',
  },
  UNAUTHORIZED: {
    status: 401,
    'pt-BR': 'Sua sessão expirou. Faça login e tente novamente.',
    en: 'Your session has expired. Please log in and try again.',
  },
  FORBIDDEN: {
    status: 403,
    'pt-BR': 'Você não tem permissão para fazer isso.',
    en: 'You are not allowed to do this.',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    'pt-BR': 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    en: 'Too many attempts. Please wait a moment and try again.',
  },
  FEATURE_DISABLED: {
    status: 403,
    'pt-BR': 'Este recurso não está disponível no momento.',
    en: 'This feature is not available right now.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    'pt-BR': 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    en: 'Service temporarily unavailable. Please try again shortly.',
  },
  TALK_TO_US: {
    status: 400,
    'pt-BR': 'Não conseguimos concluir essa ação. Fale com a gente para resolvermos.',
    en: 'We could not complete this action. Talk to us and we will sort it out.',
  },

  // --- partners / content --------------------------------------------------
  PARTNER_NOT_FOUND: {
    status: 422,
    'pt-BR': 'Parceiro não encontrado.',
    en: 'Partner not found.',
  },
  TERMS_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Termos de uso não encontrados.',
    en: 'Terms of use not found.',
  },
  // An unknown or expired help-desk reference (decision 020).
  SUPPORT_REFERENCE_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Referência de atendimento não encontrada ou expirada.',
    en: 'Support reference not found or expired.',
  },

  // --- entrance: registration and login -----------------------------------
  CPF_INVALID: {
    status: 400,
    'pt-BR': 'CPF inválido.',
    en: 'Enter a valid CPF number.',
  },
  // The Receita Federal's register at registration (issue 30): the CPF is not
  // regular there (suspended, cancelled, null, a deceased holder's, or unknown).
  CPF_NOT_REGULAR: {
    status: 400,
    'pt-BR':
      'A Receita Federal não mostra este CPF como regular, então não podemos concluir o cadastro. Confira a situação em gov.br/receitafederal e tente de novo.',
    en: 'The Receita Federal does not show this CPF as regular, so we cannot finish signing up. Check its status at gov.br/receitafederal and try again.',
  },
  CPF_HOLDER_UNDER_MINIMUM_AGE: {
    status: 400,
    'pt-BR': 'O Rosto é para maiores de 18 anos, e o titular deste CPF ainda não tem 18.',
    en: 'Rosto is for people aged 18 or over, and the holder of this CPF is not 18 yet.',
  },
  // The register did not answer: nothing was saved, the same step can be tried again.
  CPF_CHECK_UNAVAILABLE: {
    status: 503,
    'pt-BR':
      'Não conseguimos consultar o seu CPF agora. Nada foi salvo: tente de novo em alguns minutos.',
    en: 'We could not check your CPF just now. Nothing was saved: please try again in a few minutes.',
  },
  CPF_ALREADY_IN_USE: {
    status: 400,
    'pt-BR': 'Este CPF já está cadastrado. Faça login para continuar.',
    en: 'This CPF is already registered. Log in to continue.',
  },
  FULL_NAME_INVALID: {
    status: 400,
    'pt-BR': 'Informe seu nome e sobrenome.',
    en: 'Enter your first and last name.',
  },
  PHONE_INVALID: {
    status: 400,
    'pt-BR': 'Número de celular inválido.',
    en: 'Invalid phone number.',
  },
  PHONE_ALREADY_IN_USE: {
    status: 400,
    'pt-BR': 'Este celular já está em uso. Faça login ou fale com o suporte.',
    en: 'This phone number is already in use. Log in or contact support.',
  },
  PHONE_OTP_TOKEN_INVALID: {
    status: 400,
    'pt-BR': 'Código inválido. Confira e tente novamente.',
    en: 'Invalid code. Check it and try again.',
  },
  PHONE_OTP_VERIFICATION_WINDOW_EXPIRED: {
    status: 400,
    'pt-BR': 'Este código expirou. Peça um novo código.',
    en: 'This code has expired. Ask for a new code.',
  },
  PHONE_OTP_TOO_MANY_ATTEMPTS: {
    status: 429,
    'pt-BR': 'Muitas tentativas com este código. Peça um novo código.',
    en: 'Too many attempts with this code. Ask for a new code.',
  },
  PHONE_OTP_RESEND_TOO_SOON: {
    status: 429,
    'pt-BR': 'Aguarde o fim da contagem para pedir um novo código.',
    en: 'Wait for the countdown to end before asking for a new code.',
  },
  EMAIL_INVALID: {
    status: 400,
    'pt-BR': 'E-mail inválido.',
    en: 'Invalid e-mail.',
  },
  EMAIL_VALIDATION_TOKEN_INVALID: {
    status: 400,
    'pt-BR': 'Este link de confirmação não é válido. Peça um novo link.',
    en: 'This confirmation link is not valid. Ask for a new link.',
  },
  // The link is still good, the CPF typed is not the account's: answered with
  // `remainingAttempts`; the last wrong try spends the link (issue 13).
  EMAIL_VALIDATION_CPF_MISMATCH: {
    status: 400,
    'pt-BR': 'O CPF não confere com o da conta deste e-mail.',
    en: 'The CPF does not match the account of this e-mail.',
  },
  TERMS_NOT_ACCEPTED: {
    status: 400,
    'pt-BR': 'Você precisa aceitar os termos de uso para continuar.',
    en: 'You need to accept the terms of use to continue.',
  },
  EXPIRED_SESSION: {
    status: 400,
    'pt-BR': 'Seu cadastro expirou. Comece novamente.',
    en: 'Your registration session has expired. Please start again.',
  },
  REGISTER_STEP_OUT_OF_ORDER: {
    status: 409,
    'pt-BR': 'Etapa fora de ordem. Volte e conclua a etapa anterior.',
    en: 'Step out of order. Go back and finish the previous step.',
  },
  GOOGLE_RECAPTCHA: {
    status: 400,
    'pt-BR': 'Não conseguimos confirmar que você não é um robô. Comece novamente.',
    en: 'We could not confirm you are not a robot. Please start again.',
  },
  USER_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Não encontramos uma conta com este CPF.',
    en: 'We could not find an account with this CPF.',
  },
  USER_IS_BLOCKED: {
    status: 403,
    'pt-BR':
      'Não foi possível acessar a conta deste CPF. Em caso de dúvida, entre em contato conosco.',
    en: 'We could not access the account for this CPF. If in doubt, please contact us.',
  },
  USER_DELETED: {
    status: 403,
    'pt-BR': 'Esta conta foi removida. Fale com a gente se precisar de ajuda.',
    en: 'This account has been removed. Talk to us if you need help.',
  },
  USER_ALREADY_SET: {
    status: 409,
    'pt-BR': 'Este cadastro já foi concluído.',
    en: 'This registration is already complete.',
  },
  USER_PHONE_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Não encontramos um celular para esta conta. Fale com o suporte.',
    en: 'We could not find a phone for this account. Contact support.',
  },
  USER_SESSION_ALREADY_ACTIVATED: {
    status: 409,
    'pt-BR': 'Esta sessão já foi ativada.',
    en: 'This session has already been activated.',
  },
  USER_SESSION_BLOCKED: {
    status: 403,
    'pt-BR': 'Esta sessão foi bloqueada. Faça login novamente.',
    en: 'This session has been blocked. Please log in again.',
  },

  BIRTHDATE_INVALID: {
    status: 400,
    'pt-BR': 'Data de nascimento inválida.',
    en: 'Invalid date of birth.',
  },
  // The spec's audience is adults (account spec §1); no code for it is shown, so ours (issue 29).
  BIRTHDATE_UNDER_MINIMUM_AGE: {
    status: 400,
    'pt-BR': 'É preciso ter 18 anos ou mais.',
    en: 'You must be 18 or older.',
  },
  // Client-only: the confirmation field never reaches the API.
  EMAIL_CONFIRMATION_MISMATCH: {
    status: 0,
    'pt-BR': 'O email inserido não corresponde com o informado.',
    en: 'The e-mail entered does not match the one given.',
  },

  // --- PIN -----------------------------------------------------------------
  INVALID_USER_PIN: {
    status: 403,
    'pt-BR': 'Senha incorreta.',
    en: 'Incorrect password.',
  },
  INVALID_USER_PIN_FORMAT: {
    status: 400,
    'pt-BR': 'A senha deve ter apenas números.',
    en: 'The password must have only numbers.',
  },
  INVALID_USER_PIN_TOO_EASY: {
    status: 400,
    'pt-BR':
      'Escolha uma senha mais difícil: evite números repetidos, sequências, anos e senhas comuns.',
    en: 'Choose a harder password: avoid repeated or sequential numbers, years and common passwords.',
  },

  // 5 wrong PINs in a row, wherever the PIN is checked: locked until a reset.
  USER_PIN_LOCKED: {
    status: 423,
    'pt-BR':
      'Sua senha foi bloqueada depois de 5 tentativas erradas. Redefina a senha para continuar.',
    en: 'Your password was locked after 5 wrong attempts. Reset your password to continue.',
  },

  // Client-only: the confirmation field never reaches the API.
  PIN_CONFIRMATION_MISMATCH: {
    status: 0,
    'pt-BR': 'As senhas não coincidem.',
    en: "Passwords don't match.",
  },

  // --- face ----------------------------------------------------------------
  FACE_IMAGE_INVALID_COUNT: {
    status: 400,
    'pt-BR': 'Envie uma foto por vez.',
    en: 'Send one photo at a time.',
  },
  FACE_IMAGE_INVALID_TYPE: {
    status: 400,
    'pt-BR': 'Formato de foto não suportado. Tire a foto novamente.',
    en: 'Unsupported photo format. Please take the photo again.',
  },
  FACE_IMAGE_INVALID_SIZE: {
    status: 400,
    'pt-BR': 'O tamanho da foto não é válido. Tire a foto novamente.',
    en: 'The photo size is not valid. Please take the photo again.',
  },
  FACE_REGISTER_MORE_THEN_ONE_FACE_FOUND: {
    status: 400,
    'pt-BR': 'Encontramos mais de um rosto na foto. Fique sozinho no enquadramento.',
    en: 'We found more than one face in the photo. Make sure only you are in the frame.',
  },
  FACE_REGISTER_NO_FACE_FOUND: {
    status: 400,
    'pt-BR': 'Não encontramos um rosto na foto. Enquadre seu rosto no círculo.',
    en: 'We could not find a face in the photo. Fit your face inside the circle.',
  },
  FACE_QUALITY_TOO_LOW: {
    status: 400,
    'pt-BR': 'A foto ficou com pouca qualidade. Procure um lugar iluminado e tente novamente.',
    en: 'The photo quality is too low. Find a well-lit place and try again.',
  },
  NOT_SAME_PERSON: {
    status: 400,
    'pt-BR': 'As fotos não parecem ser da mesma pessoa.',
    en: 'The photos do not seem to be of the same person.',
  },
  NOT_LOOK_ALIKE: {
    status: 400,
    'pt-BR': 'O rosto não corresponde ao cadastrado.',
    en: 'The face does not match the registered one.',
  },
  NO_FACE_FOUND: {
    status: 400,
    'pt-BR': 'Nenhum rosto encontrado.',
    en: 'No face found.',
  },
  WEARING_MASK: {
    status: 400,
    'pt-BR': 'Retire a máscara ou qualquer item que cubra o rosto.',
    en: 'Remove your mask or anything covering your face.',
  },
  FACE_FIND_NO_FACE_FOUND: {
    status: 400,
    'pt-BR': 'Não encontramos um rosto na foto.',
    en: 'We could not find a face in the photo.',
  },
  BIGGEST_FACE_NOT_SAME: {
    status: 400,
    'pt-BR': 'O rosto principal da foto não corresponde ao cadastrado.',
    en: 'The main face in the photo does not match the registered one.',
  },
  NO_FACE_RECOGNIZED: {
    status: 400,
    'pt-BR': 'Não reconhecemos o rosto.',
    en: 'We did not recognise the face.',
  },
  NO_FACES_ON_DATABASE: {
    status: 404,
    'pt-BR': 'Nenhum rosto cadastrado.',
    en: 'No face registered.',
  },
  FACE_SERVICE_UNAVAILABLE: {
    status: 503,
    'pt-BR': 'O reconhecimento facial está indisponível no momento. Tente novamente em instantes.',
    en: 'Face recognition is unavailable right now. Please try again shortly.',
  },
  FACE_SERVICE_ERROR: {
    status: 502,
    'pt-BR': 'Houve um erro no reconhecimento facial. Tente novamente.',
    en: 'There was an error in face recognition. Please try again.',
  },
  FACE_POLLING_TIMEOUT: {
    // Client-only: the app stopped polling an analysis that did not finish in time.
    status: 0,
    'pt-BR': 'A análise da sua foto está demorando mais que o normal. Tente novamente.',
    en: 'The analysis of your photo is taking longer than usual. Please try again.',
  },
  CAMERA_NOT_MOUNTED: {
    status: 0,
    'pt-BR': 'A câmera não abriu. Tente novamente.',
    en: 'The camera did not open. Please try again.',
  },
  NOT_SUPPORTED: {
    status: 0,
    'pt-BR': 'Seu dispositivo não é compatível com esta função.',
    en: 'Your device does not support this feature.',
  },
  ERROR_DETECTING_FACE: {
    status: 0,
    'pt-BR': 'Não conseguimos detectar seu rosto. Tente novamente.',
    en: 'We could not detect your face. Please try again.',
  },
  ERROR_SAVING_PHOTO: {
    status: 500,
    'pt-BR': 'Não conseguimos salvar sua foto. Tente novamente.',
    en: 'We could not save your photo. Please try again.',
  },
  NO_LOCATION_INFORMATION: {
    status: 0,
    'pt-BR': 'Não conseguimos obter sua localização.',
    en: 'We could not get your location.',
  },
  LIVENESS_ATTEMPTS_LIMIT_REACHED: {
    status: 403,
    'pt-BR': 'Você atingiu o limite de tentativas. Tente novamente em alguns dias.',
    en: 'You have reached the attempts limit. Please try again in a few days.',
  },
  FACE_LIVENESS_FAILED: {
    status: 400,
    'pt-BR':
      'Não conseguimos confirmar que a foto é de uma pessoa ao vivo. Tire a foto você mesmo, sem usar outra foto ou tela.',
    en: 'We could not confirm the photo shows a live person. Take the photo yourself, without using another photo or a screen.',
  },
  FACE_CAPTURE_OUT_OF_ORDER: {
    status: 409,
    'pt-BR': 'Esta etapa da foto não era esperada agora. Comece a captura novamente.',
    en: 'This photo step was not expected now. Please start the capture again.',
  },
  FACE_USAGE_INTENTION_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Análise de foto não encontrada.',
    en: 'Photo analysis not found.',
  },
  // set-face/enroll without a live session of the handshake (decision 022).
  // A face photo before the consent to biometric processing was recorded (LGPD art. 11).
  BIOMETRIC_CONSENT_REQUIRED: {
    status: 403,
    'pt-BR': 'Para cadastrar o seu rosto, aceite o uso dos seus dados biométricos.',
    en: 'To register your face, accept the use of your biometric data.',
  },
  // Replacing an enrolled face without a confirmed step-up of this session (decision 023).
  FACE_STEP_UP_REQUIRED: {
    status: 403,
    'pt-BR': 'Para trocar o rosto cadastrado, confirme sua senha e o código enviado por SMS.',
    en: 'To replace your registered face, confirm your password and the code sent by SMS.',
  },
  // The step-up named is unknown, of another session, already confirmed or past its 10 minutes.
  FACE_STEP_UP_EXPIRED: {
    status: 400,
    'pt-BR': 'A confirmação expirou. Comece de novo.',
    en: 'The confirmation has expired. Please start again.',
  },
  FACE_SESSION_INVALID: {
    status: 403,
    'pt-BR': 'A sessão da captura de rosto expirou ou não é válida. Tire a foto novamente.',
    en: 'The face capture session has expired or is not valid. Please take the photo again.',
  },

  // --- wallet: payment methods ---------------------------------------------
  PAYMENT_METHOD_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Cartão não encontrado.',
    en: 'Card not found.',
  },
  LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED: {
    status: 403,
    'pt-BR':
      'Você atingiu o limite de tentativas de cadastro de cartão. Tente novamente mais tarde.',
    en: 'You have reached the limit of card registration attempts. Please try again later.',
  },
  PAYMENT_METHOD_WAITING_VALIDATION: {
    status: 409,
    'pt-BR': 'Este cartão já está aguardando validação.',
    en: 'This card is already waiting for validation.',
  },
  PAYMENT_METHOD_ALREADY_EXISTS: {
    status: 409,
    'pt-BR': 'Este cartão já está cadastrado na sua carteira.',
    en: 'This card is already in your wallet.',
  },
  LIMIT_OF_PAYMENT_METHODS_EXCEEDED: {
    status: 403,
    'pt-BR': 'Você atingiu o limite de cartões na carteira.',
    en: 'You have reached the limit of cards in your wallet.',
  },
  PAYMENT_METHOD_INVALID: {
    status: 400,
    'pt-BR': 'Dados do cartão inválidos. Confira e tente novamente.',
    en: 'Invalid card data. Check it and try again.',
  },
  PAYMENT_METHOD_CANT_BE_CHANGED: {
    status: 403,
    'pt-BR': 'Este cartão não pode ser alterado ou excluído.',
    en: 'This card cannot be changed or deleted.',
  },
  DISABLED_PAYMENT_METHOD: {
    status: 403,
    'pt-BR': 'Estamos validando seu cadastro.',
    en: 'We are validating your registration.',
  },
  PAYMENT_METHOD_CANT_MAKE_SMALL_VALIDATION_CHARGE: {
    status: 400,
    'pt-BR':
      'Não conseguimos fazer a cobrança de validação. Confira os dados, se as compras on-line estão habilitadas e se o cartão não tem bloqueios.',
    en: 'We could not make the validation charge. Check the card data, that online purchases are enabled and that the card has no blocks.',
  },
  SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID: {
    status: 403,
    'pt-BR': 'Valor incorreto. Confira o valor na fatura e tente novamente.',
    en: 'Incorrect amount. Check the amount on your statement and try again.',
  },
  VALIDATION_CHARGE_OUT_OF_RANGE: {
    status: 400,
    'pt-BR':
      'A cobrança de validação é de R$ 0,01 a R$ 10,00. Confira o valor na fatura; esta tentativa não foi contada.',
    en: 'The validation charge is between R$ 0.01 and R$ 10.00. Check the amount on your statement; this try was not counted.',
  },
  SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED: {
    status: 403,
    'pt-BR':
      'Valor incorreto e limite de tentativas atingido. Este cartão não pode mais ser validado.',
    en: 'Incorrect amount and attempts limit reached. This card can no longer be validated.',
  },
  SWITCH_TRANSACTION_CANT_BE_ROUTED: {
    status: 502,
    'pt-BR': 'Não conseguimos processar a transação. Tente novamente.',
    en: 'We could not process the transaction. Please try again.',
  },
  SWITCH_ERROR: {
    status: 502,
    'pt-BR': 'Houve um erro ao processar o cartão. Tente novamente.',
    en: 'There was an error processing the card. Please try again.',
  },
  INVALID_CVV: {
    status: 403,
    'pt-BR': 'Código de segurança incorreto.',
    en: 'Incorrect security code.',
  },
  CARD_GATEWAY_UNAVAILABLE: {
    status: 503,
    'pt-BR': 'O serviço de cartões está indisponível. Tente novamente em instantes.',
    en: 'The card service is unavailable. Please try again shortly.',
  },
  // The gateway took the sale but has not settled it (Cielo Status 0 or 12): neither a yes nor a no.
  CARD_GATEWAY_OUTCOME_PENDING: {
    status: 502,
    'pt-BR':
      'A operadora ainda não confirmou a cobrança. Aguarde alguns minutos antes de tentar de novo.',
    en: 'The card company has not confirmed the charge yet. Wait a few minutes before trying again.',
  },
  CARD_GATEWAY_ERROR: {
    status: 502,
    'pt-BR': 'Houve um erro no serviço de cartões. Tente novamente.',
    en: 'There was an error in the card service. Please try again.',
  },
  CARD_GATEWAY_INVALID_CARD_BRAND: {
    status: 400,
    'pt-BR': 'Bandeira não aceita. Aceitamos Visa, Mastercard, Diners, American Express e Elo.',
    en: 'Card brand not accepted. We accept Visa, Mastercard, Diners, American Express and Elo.',
  },
  CARD_GATEWAY_INVALID_CARD_DATA: {
    status: 400,
    'pt-BR': 'Dados do cartão inválidos. Confira e tente novamente.',
    en: 'Invalid card data. Check it and try again.',
  },
  CARD_GATEWAY_INVALID_DATA: {
    status: 400,
    'pt-BR': 'Dados inválidos. Confira e tente novamente.',
    en: 'Invalid data. Check it and try again.',
  },
  CARD_PROVIDER_UNAVAILABLE: {
    status: 503,
    'pt-BR': 'O emissor do cartão está indisponível. Tente novamente em instantes.',
    en: 'The card issuer is unavailable. Please try again shortly.',
  },
  CARD_PROVIDER_ERROR: {
    status: 502,
    'pt-BR': 'Houve um erro no emissor do cartão. Tente novamente.',
    en: 'There was an error with the card issuer. Please try again.',
  },
  CARD_PROVIDER_INVALID_DATA: {
    status: 400,
    'pt-BR': 'O emissor recusou os dados informados. Confira e tente novamente.',
    en: 'The card issuer rejected the data. Check it and try again.',
  },
  CARD_PROVIDER_NO_CARD_FOR_CPF: {
    status: 404,
    'pt-BR': 'Não encontramos um cartão desse emissor no seu CPF.',
    en: 'We could not find a card from this issuer for your CPF.',
  },
  GATEWAY_SENFF_CARD_INVALID_OTP: {
    status: 403,
    'pt-BR': 'Código do cartão inválido.',
    en: 'Invalid card code.',
  },

  // Field-level card form codes (docs/spec/wallet-checklist.md §5), so the form can show one
  // message per field (zip and alias have their own) and the API can answer the same.
  CARD_NUMBER_INVALID: {
    status: 400,
    'pt-BR': 'Número do cartão inválido.',
    en: 'Invalid card number.',
  },
  CARD_EXPIRY_INVALID: {
    status: 400,
    'pt-BR': 'Data de validade inválida.',
    en: 'Invalid expiry date.',
  },
  CARD_CVV_INVALID: {
    status: 400,
    'pt-BR': 'Código de segurança inválido.',
    en: 'Invalid security code.',
  },
  CARD_HOLDER_NAME_INVALID: {
    status: 400,
    'pt-BR': 'Informe o nome impresso no cartão, com até 25 caracteres.',
    en: 'Enter the name printed on the card, up to 25 characters.',
  },
  ZIP_CODE_INVALID: {
    status: 400,
    'pt-BR': 'CEP inválido.',
    en: 'Invalid zip code.',
  },
  CARD_ALIAS_INVALID: {
    status: 400,
    'pt-BR': 'O apelido deve ter no máximo 20 caracteres.',
    en: 'The nickname must have at most 20 characters.',
  },
  CARD_OTP_INVALID: {
    status: 400,
    'pt-BR': 'Digite um código válido de 6 dígitos.',
    en: 'Enter a valid 6 digit code.',
  },
  AMOUNT_INVALID: {
    status: 400,
    'pt-BR': 'Valor inválido.',
    en: 'Invalid amount.',
  },

  // --- transactions / places -----------------------------------------------
  TRANSACTION_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Pagamento não encontrado.',
    en: 'Payment not found.',
  },
  // A `cursor` the server did not write (or from an older format): the app
  // reloads the list from the top.
  TRANSACTION_CURSOR_INVALID: {
    status: 400,
    'pt-BR': 'Não foi possível carregar mais pagamentos. Atualize a lista e tente novamente.',
    en: 'Could not load more payments. Refresh the list and try again.',
  },
  PLACE_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Estabelecimento não encontrado.',
    en: 'Place not found.',
  },

  // --- the shop's terminal (issue 11, decision 033) ---------------------------
  // A terminal API key that is missing, malformed, unknown or revoked.
  TERMINAL_UNAUTHORIZED: {
    status: 401,
    'pt-BR': 'A chave deste terminal é inválida ou foi revogada. Entre com uma chave válida.',
    en: "This terminal's key is invalid or was revoked. Sign in with a valid key.",
  },
  // Unknown, or a payment of another terminal (another place's answers the same).
  TERMINAL_PAYMENT_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Pagamento não encontrado neste terminal.',
    en: 'Payment not found on this terminal.',
  },
  // The idempotency key of an earlier payment, sent with another amount.
  TERMINAL_PAYMENT_KEY_REUSED: {
    status: 409,
    'pt-BR': 'Esta venda já foi iniciada com outro valor. Comece uma nova venda.',
    en: 'This sale was already started with another amount. Start a new sale.',
  },
  // The step does not fit the payment's state (a face after the charge, a confirm before the face).
  TERMINAL_PAYMENT_WRONG_STATE: {
    status: 409,
    'pt-BR': 'Esta etapa não pode ser feita agora neste pagamento.',
    en: 'This step cannot be done on this payment now.',
  },
  TERMINAL_PAYMENT_EXPIRED: {
    status: 410,
    'pt-BR': 'O pagamento expirou. Comece uma nova venda.',
    en: 'The payment has expired. Start a new sale.',
  },
  TERMINAL_PAYMENT_NO_FACE: {
    status: 422,
    'pt-BR': 'Não encontramos um rosto na foto. Peça ao cliente para olhar para a câmera.',
    en: 'No face was found in the photo. Ask the customer to look at the camera.',
  },
  TERMINAL_PAYMENT_SEVERAL_FACES: {
    status: 422,
    'pt-BR': 'Há mais de um rosto na foto. Só o cliente deve aparecer na câmera.',
    en: 'There is more than one face in the photo. Only the customer should be in view.',
  },
  TERMINAL_PAYMENT_FACE_QUALITY_LOW: {
    status: 422,
    'pt-BR': 'A foto ficou escura, tremida ou de lado. Tire outra de frente, com boa luz.',
    en: 'The photo is dark, blurred or turned away. Take another one, facing the camera in good light.',
  },
  TERMINAL_PAYMENT_LIVENESS_FAILED: {
    status: 422,
    'pt-BR': 'Não conseguimos confirmar que é uma pessoa diante da câmera. Pagamento recusado.',
    en: 'We could not confirm a live person is in front of the camera. Payment refused.',
  },
  // The photo or a frame was already sent for another payment at this till or of
  // this customer (decision 063): a copy, not a new capture.
  TERMINAL_PAYMENT_REPLAY: {
    status: 422,
    'pt-BR': 'Esta foto já foi usada em outro pagamento. Tire uma foto nova do cliente.',
    en: 'This photo was already used for another payment. Take a new photo of the customer.',
  },
  // No enrolled customer matched (also a CPF that is unknown: nobody can probe for CPFs).
  TERMINAL_PAYMENT_NO_MATCH: {
    status: 422,
    'pt-BR': 'Não reconhecemos este rosto. O cliente pode pagar de outra forma.',
    en: 'We did not recognise this face. The customer can pay another way.',
  },
  TERMINAL_PAYMENT_PIN_REQUIRED: {
    status: 403,
    'pt-BR': 'Digite a senha do Rosto para concluir o pagamento.',
    en: 'Enter the Rosto password to complete the payment.',
  },
  // The PIN is asked and the customer never created one.
  TERMINAL_PAYMENT_PIN_NOT_SET: {
    status: 403,
    'pt-BR':
      'Este pagamento pede a senha do Rosto, e você ainda não criou uma. Crie no app, em Perfil > Senha, e tente de novo.',
    en: 'This payment needs your Rosto password, and you have not created one yet. Create it in the app, under Profile > Password, and try again.',
  },
  // The head turn the face step asked for (decision 062): an id this payment
  // never offered (or one of another payment), one answered already, or frames
  // sent too late. The PIN stays asked.
  TERMINAL_PAYMENT_CHALLENGE_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Este pagamento não pediu este movimento. Peça a senha do Rosto ao cliente.',
    en: 'This payment did not ask for this movement. Ask the customer for the Rosto password.',
  },
  TERMINAL_PAYMENT_CHALLENGE_USED: {
    status: 409,
    'pt-BR': 'Este movimento já foi enviado. Peça a senha do Rosto ao cliente.',
    en: 'This movement was already sent. Ask the customer for the Rosto password.',
  },
  TERMINAL_PAYMENT_CHALLENGE_EXPIRED: {
    status: 410,
    'pt-BR': 'O tempo para virar o rosto acabou. Peça a senha do Rosto ao cliente.',
    en: 'The time to turn the head ran out. Ask the customer for the Rosto password.',
  },
  TERMINAL_PAYMENT_CARD_NOT_OFFERED: {
    status: 422,
    'pt-BR': 'Este cartão não pode ser usado neste pagamento. Escolha um dos cartões mostrados.',
    en: 'This card cannot be used for this payment. Choose one of the cards shown.',
  },
  TERMINAL_PAYMENT_CARD_DECLINED: {
    status: 402,
    'pt-BR': 'O cartão foi recusado pelo emissor. Comece uma nova venda com outro cartão.',
    en: 'The card was declined by its issuer. Start a new sale with another card.',
  },
  // The gateway did not answer a charge: it may or may not have gone through.
  TERMINAL_PAYMENT_OUTCOME_UNKNOWN: {
    status: 502,
    'pt-BR':
      'Não sabemos se o pagamento foi aprovado. Não cobre de novo: vamos confirmar com a operadora.',
    en: 'We do not know whether the payment was approved. Do not charge again: we will check with the card company.',
  },
  // A payment whose charge the server gave up (decision 057): nothing was
  // charged, and a charge that lands late is given back.
  TERMINAL_PAYMENT_NOT_CHARGED: {
    status: 409,
    'pt-BR':
      'Este pagamento não foi concluído e nada foi cobrado. Pode cobrar de novo numa nova venda.',
    en: 'This payment did not go through and nothing was charged. You can charge again in a new sale.',
  },
  // An earlier payment of this customer at this till, whose outcome was not
  // known, turned out charged while the till rang the sale again (decision 057).
  TERMINAL_PAYMENT_EARLIER_CHARGED: {
    status: 409,
    'pt-BR':
      'O pagamento anterior deste cliente nesta caixa foi aprovado pela operadora. Confira a lista de vendas antes de cobrar de novo.',
    en: "This customer's previous payment at this till was approved by the card company. Check the sales list before charging again.",
  },
  // Above the shop's maximum for one payment (set by the operator; R$ 5.000,00 unless told).
  TERMINAL_AMOUNT_TOO_HIGH: {
    status: 400,
    'pt-BR': 'Valor acima do máximo desta loja para um pagamento.',
    en: "The amount is above this shop's maximum for one payment.",
  },
  // Part of the payment was refunded in the shop's portal: the rest is refunded there too.
  TERMINAL_PAYMENT_REFUNDED: {
    status: 409,
    'pt-BR': 'Esta venda já teve um estorno no portal da loja. Estorne o restante por lá.',
    en: "This sale was refunded in part in the shop's portal. Refund the rest there.",
  },
  // Cancel after the São Paulo day of the payment (a refund is then a matter for support).
  TERMINAL_PAYMENT_CANCEL_TOO_LATE: {
    status: 409,
    'pt-BR': 'Só é possível cancelar no mesmo dia do pagamento.',
    en: 'A payment can only be canceled on the day it was made.',
  },
  // The customer paused paying by face (decision 036): the shop learns no more than that.
  CUSTOMER_FACE_PAYMENTS_PAUSED: {
    status: 403,
    'pt-BR': 'Este cliente não pode pagar com o rosto agora. Ele pode pagar de outra forma.',
    en: 'This customer cannot pay by face right now. They can pay another way.',
  },
  // Today's face payments (São Paulo day) plus this one pass the customer's daily limit.
  DAILY_LIMIT_EXCEEDED: {
    status: 403,
    'pt-BR':
      'Este valor passa do limite diário de pagamentos com o rosto do cliente. Ele pode pagar de outra forma ou mudar o limite no app.',
    en: "This amount goes over the customer's daily limit for face payments. They can pay another way or change the limit in the app.",
  },

  // --- the customer's payment limits (decision 036) ---------------------------
  // Raising a limit or resuming payments by face, without the PIN.
  PAYMENT_LIMITS_PIN_REQUIRED: {
    status: 403,
    'pt-BR': 'Para aumentar um limite ou voltar a pagar com o rosto, digite sua senha.',
    en: 'To raise a limit or resume paying by face, enter your password.',
  },
  PAYMENT_LIMITS_PIN_NOT_SET: {
    status: 403,
    'pt-BR':
      'Para aumentar um limite ou voltar a pagar com o rosto, crie antes uma senha em Perfil > Senha.',
    en: 'To raise a limit or resume paying by face, first create a password under Profile > Password.',
  },

  // --- the operator console (issue 26, decision 049) ----------------------------
  // Wrong e-mail, password or TOTP code: one answer, so it tells nothing of which.
  OPERATOR_SIGN_IN_FAILED: {
    status: 401,
    'pt-BR': 'E-mail, senha ou código incorretos. Confira e tente de novo.',
    en: 'Wrong e-mail, password or code. Check them and try again.',
  },
  // Too many failed sign-ins in a row: the account waits (retry-after) before the next try.
  OPERATOR_LOCKED: {
    status: 429,
    'pt-BR': 'Muitas tentativas erradas. Esta conta está bloqueada por alguns minutos.',
    en: 'Too many failed attempts. This account is locked for a few minutes.',
  },
  OPERATOR_EMAIL_TAKEN: {
    status: 409,
    'pt-BR': 'Já existe um operador com este e-mail.',
    en: 'An operator with this e-mail already exists.',
  },
  OPERATOR_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Operador não encontrado.',
    en: 'Operator not found.',
  },
  // The change would leave no enabled admin: nobody could manage operators any more.
  OPERATOR_LAST_ADMIN: {
    status: 409,
    'pt-BR': 'Este é o último administrador ativo. Crie outro antes de mudar este.',
    en: 'This is the last active admin. Create another before changing this one.',
  },

  // --- the console's review queues (issue 26) ----------------------------------------
  // Nothing waits for review under that id: decided already (by another operator,
  // the command line) or never held.
  REVIEW_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Este item não está mais aguardando análise.',
    en: 'This item is no longer waiting for review.',
  },

  // --- the console's shops and terminals (issue 26) -----------------------------
  CNPJ_INVALID: {
    status: 400,
    'pt-BR': 'CNPJ inválido. Confira os 14 dígitos.',
    en: 'Invalid CNPJ. Check its 14 digits.',
  },
  SHOP_LOCATION_INVALID: {
    status: 400,
    'pt-BR': 'Informe latitude e longitude juntas: latitude de -90 a 90 e longitude de -180 a 180.',
    en: 'Give latitude and longitude together: latitude from -90 to 90, longitude from -180 to 180.',
  },
  SHOP_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Loja não encontrada.',
    en: 'Shop not found.',
  },
  // Places are unique by name within a partner: customers tell them apart by it.
  SHOP_NAME_TAKEN: {
    status: 409,
    'pt-BR': 'Este parceiro já tem uma loja com este nome.',
    en: 'This partner already has a shop with this name.',
  },
  TERMINAL_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Terminal não encontrado.',
    en: 'Terminal not found.',
  },
  // A revoked terminal stays revoked: a till that needs to work again gets a new terminal.
  TERMINAL_REVOKED: {
    status: 409,
    'pt-BR': 'Este terminal já foi revogado. Para voltar a usar o caixa, crie um novo terminal.',
    en: 'This terminal was revoked already. To use the till again, create a new terminal.',
  },

  // --- the shops' portal (issue 27, decisions 053, 054) ---------------------------
  SHOP_USER_SIGN_IN_FAILED: {
    status: 401,
    'pt-BR': 'E-mail, senha ou código incorretos. Confira e tente de novo.',
    en: 'Wrong e-mail, password or code. Check them and try again.',
  },
  // Too many failed sign-ins in a row: the account waits (retry-after) before the next try.
  SHOP_USER_LOCKED: {
    status: 429,
    'pt-BR': 'Muitas tentativas erradas. Esta conta está bloqueada por alguns minutos.',
    en: 'Too many failed attempts. This account is locked for a few minutes.',
  },
  // One portal account per address: the address names the shop at sign-in.
  SHOP_USER_EMAIL_TAKEN: {
    status: 409,
    'pt-BR': 'Este e-mail já tem uma conta no portal de lojas.',
    en: 'This e-mail already has a shop portal account.',
  },
  // The period's end before its start, or longer than a year.
  SHOP_SALES_PERIOD_INVALID: {
    status: 400,
    'pt-BR':
      'Período inválido: a data final deve ser igual ou posterior à inicial, em até 366 dias.',
    en: 'Invalid period: the end date must be on or after the start, within 366 days.',
  },
  // Not HTTPS (HTTP only to this machine, in sandbox), or not a URL at all.
  WEBHOOK_URL_INVALID: {
    status: 400,
    'pt-BR': 'Informe um endereço HTTPS válido, como https://minhaloja.com.br/webhooks/rosto.',
    en: 'Give a valid HTTPS address, such as https://myshop.com/webhooks/rosto.',
  },
  // Another shop's endpoint or delivery answers the same as a missing one.
  WEBHOOK_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Webhook não encontrado.',
    en: 'Webhook not found.',
  },
  // A cashier's portal shows today's sales only; the owner sees any period.
  SHOP_CASHIER_TODAY_ONLY: {
    status: 403,
    'pt-BR': 'Pessoas do caixa veem apenas as vendas de hoje. Peça ao responsável pela loja.',
    en: "Cashiers see today's sales only. Ask the shop's owner.",
  },
  // Another shop's sale answers the same as a missing one.
  SALE_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Venda não encontrada.',
    en: 'Sale not found.',
  },
  // Canceled at the till, refunded in whole already, or never charged through the gateway.
  SALE_NOT_REFUNDABLE: {
    status: 409,
    'pt-BR': 'Esta venda não pode ser estornada: ela já foi cancelada ou estornada por inteiro.',
    en: 'This sale cannot be refunded: it was canceled or refunded in whole already.',
  },
  // More than what is left of the sale (`refundableCents` in the answer says how much is).
  REFUND_AMOUNT_TOO_HIGH: {
    status: 400,
    'pt-BR': 'O valor do estorno é maior que o que resta da venda.',
    en: 'The refund is more than what is left of the sale.',
  },
  // Older than SHOP_REFUND_WINDOW_DAYS: the customer's bank handles it from then on.
  REFUND_WINDOW_PASSED: {
    status: 409,
    'pt-BR': 'O prazo para estornar esta venda terminou. Fale com o suporte da Rosto.',
    en: 'The time to refund this sale is over. Contact Rosto support.',
  },
  // The same key is being refunded by another request right now.
  REFUND_IN_PROGRESS: {
    status: 409,
    'pt-BR': 'Este estorno já está em andamento. Atualize a página em alguns segundos.',
    en: 'This refund is in progress already. Refresh the page in a few seconds.',
  },
  // The gateway refused or did not answer: nothing was given back, the sale stays charged.
  REFUND_FAILED: {
    status: 502,
    'pt-BR': 'O estorno não foi feito e a venda continua cobrada. Tente de novo em alguns minutos.',
    en: 'The refund was not made and the sale stays charged. Try again in a few minutes.',
  },

  // --- the console's customers and help desk (issue 26) -------------------------
  // Unknown id, or an account deleted (nothing of it is left to show or act on).
  CUSTOMER_NOT_FOUND: {
    status: 404,
    'pt-BR': 'Cliente não encontrado.',
    en: 'Customer not found.',
  },
  CUSTOMER_EMAIL_MISSING: {
    status: 409,
    'pt-BR': 'Este cliente não tem e-mail cadastrado.',
    en: 'This customer has no e-mail address.',
  },
  CUSTOMER_EMAIL_ALREADY_CONFIRMED: {
    status: 409,
    'pt-BR': 'O e-mail deste cliente já está confirmado.',
    en: "This customer's e-mail is already confirmed.",
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** A subset of the catalogue's codes: a code outside it is a compile error. */
export type CatalogueCodes<T extends ErrorCode> = T;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/**
 * The user-facing text of a code. Typed to catalogue codes, yet a code that
 * arrived from the wire unchecked (api-client) and is unknown falls back to
 * UNKNOWN's text instead of showing nothing.
 */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return isErrorCode(code) ? errorCatalogue[code][locale] : errorCatalogue.UNKNOWN[locale];
}

/** The HTTP reason phrase Fastify uses in the `error` field. */
export function errorStatus(code: ErrorCode): number {
  const status = errorCatalogue[code].status;
  return status === 0 ? 500 : status;
}
